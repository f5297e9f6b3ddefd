notice(String('hello WORLD', '%c'), String('hello WORLD', '%u'), String('hello WORLD', '%d'), String('hello::big::world', '%C'))
notice(String('abc', '%#u'), String('ABC', '%#d'), String('abc', '%#c'), String('a::b', '%#C'), String('a::b::', '%C'), String('::a', '%C'))
