notify 'a' { }
