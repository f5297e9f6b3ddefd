type MyInteger = Integer
