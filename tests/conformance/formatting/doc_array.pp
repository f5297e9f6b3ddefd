# The examples of docs/formatting.md, section Array and Tuple (one notice per table row).
notice(String([1, 'x']))
notice(String([1, 'x'], '%(a'))
notice(String([1, 'x'], '% a'))
notice(String([1, [2]], '%<a'))
notice("[${String([1, 2], '%-10a')}]")
notice(String([1, 2], {Array => {format => '%a', separator => ';'}}))
notice(String([1, 2], {Array => {format => '%a', string_formats => {Integer => '%#x'}}}))
