class private { }
