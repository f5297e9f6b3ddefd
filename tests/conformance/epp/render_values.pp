notice(inline_epp("<%= ['a', 'b'] %>|<%= {'k' => 'v', 2 => [undef]} %>|<%= undef %>|<%= [undef, 1.0, Integer[1,2], /a\\/b/] %>|<%= default %>|<%= true %>"))
notice(inline_epp("<%= Timespan(1) %> <%= [Timespan(1)] %> <%= Binary('aGk=') %> <%= [Binary('aGk=')] %> <%= 1e20 %> <%= [1e20, 'a\"b', 0.1] %>"))
notice(inline_epp("<%= Timestamp(0) %> <%= [Timestamp(0)] %> <%= SemVer('1.2.3') %> <%= [SemVerRange('>=1.0')] %> <%= [true, default, 1.5e-7] %>"))
notice(inline_epp("<%= [Integer, String[1]] %> <%= {Integer => /x/} %> <%= [[1,[2]]] %> <%= '' %>|<%= [1,2].reverse_each %>"))
