# The examples of docs/formatting.md, section Flags (one notice per table row).
notice(String(42, '% d'))
notice(String(255, '%#o'))
notice(String(-8, '%+o'))
notice("[${String('ab', '%-4s')}]")
notice(String(3.5, '%06.2f'))
notice(String([1], '%|a'))
