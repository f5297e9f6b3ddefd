notice(inline_template("<%= scope.function_versioncmp('1', '2') %>"))
