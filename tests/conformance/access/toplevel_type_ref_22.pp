type MyA = Integer
