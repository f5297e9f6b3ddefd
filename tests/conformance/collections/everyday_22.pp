notice("x".length + "yy".size)
