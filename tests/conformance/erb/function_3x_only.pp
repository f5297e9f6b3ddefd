notice(inline_template("<%= scope.function_join([['a', 'b'], '+']) %>"))
