function ::foo() {}
