define Foo() { }
