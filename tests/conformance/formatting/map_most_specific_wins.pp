notice(String('abc', {String[1,2] => '%u', String[3] => '%p'}), String('ab', {String[1,2] => '%u', String[3] => '%p'}))
notice(String(5, {Integer => '%x', Integer[5, 5] => '%o', Numeric => '%e'}))
