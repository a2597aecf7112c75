; RUN: not %opt -passes='print<uar;devcie=x.ll>' %s -disable-output 2>&1 | FileCheck %s
; RUN: not %opt -passes='print<uar;device=%t.missing.ll>' %s -disable-output 2>&1 | FileCheck --check-prefix=MISSING %s
; CHECK: error: print<uar>: unknown parameter 'devcie=x.ll'
; MISSING: error: print<uar>: cannot read module
define void @f() {
  ret void
}
