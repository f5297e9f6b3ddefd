notice(String([1,'a',2.5], {Integer => '%#x', String => '%p'}))
