function foo-bar() { 1 }
