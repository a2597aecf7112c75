; An empty module: a device module that defines no kernel (tests/adversarial/cases.json).
