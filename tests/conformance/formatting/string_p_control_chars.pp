notice(String(["\r", "\u0000x", "a\u001Fb", "\e", "\u007F"]))
