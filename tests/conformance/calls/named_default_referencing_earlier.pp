function greet($name, $greeting = "Hello ${name}") { $greeting }
notice(greet('bob'))
notice(greet('bob', 'Hi'))
