define application { }
