$t = @(END)
<%= scope.function_versioncmp(['1.2', '1.10']) %> <%= scope.call_function('versioncmp', ['2.0', '1.0']) %> <%= scope.call_function('join', [['a', 'b'], '+']) %> <%= scope.call_function('upcase', ['abc']) %> <%= scope.function_sprintf(['%s-%s', 'a', 1]) %> <%= scope.function_md5(['x']) %>
END
notice(inline_template($t))
