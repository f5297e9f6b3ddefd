notice(inline_template("<%= scope.function_split(['a,b', ',']) %>"))
