class 'a' { }
