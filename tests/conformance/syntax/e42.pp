if true { } else
