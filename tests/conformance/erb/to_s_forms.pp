$t = @(END)
<%= nil %>|<%= [1, 'a', nil, [2.5]] %>|<%= {'a' => 1, :b => [true, nil]} %>|<%= :sym %>|<%= 1..3 %>|<%= /ab+/i %>|<%= {} %>|<%= [] %>
END
notice(inline_template($t))
