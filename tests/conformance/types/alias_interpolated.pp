type MyInt = Integer[1, 10]
notice("${MyInt}")
notice([MyInt])
notice({MyInt => 1})
