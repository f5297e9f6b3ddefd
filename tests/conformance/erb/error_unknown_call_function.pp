notice(inline_template("<%= scope.call_function('nosuch', [1]) %>"))
