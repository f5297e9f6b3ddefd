if true { } else { } else { }
