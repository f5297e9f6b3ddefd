notice(String([1, 'a', 2.5], {Array => {format => '%a', string_formats => {Integer => '%x', String => '%u'}}}))
notice(String(['a', 'bb'], {Array => {format => '%a', string_formats => {String[1,1] => '%u'}}}))
notice(String([1.5], {Numeric => '%d'}))
