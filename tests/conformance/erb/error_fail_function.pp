notice(inline_template("<% scope.function_fail(['from template']) %>"))
