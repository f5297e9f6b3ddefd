# The examples of docs/formatting.md, section Format maps (one notice per table row).
notice([String(10, {Integer[default, -1] => '%d', Integer[0, default] => '%#x'}), String(-1, {Integer[default, -1] => '%d', Integer[0, default] => '%#x'})])
notice([String('ab', {String[1,2] => '%u', String[3] => '%p'}), String('abc', {String[1,2] => '%u', String[3] => '%p'})])
notice(String(1.5, {Numeric => '%d'}))
