$x = "a"
notice(${x})
