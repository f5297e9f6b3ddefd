# The examples of docs/formatting.md, section Boolean (one notice per table row).
notice(String(true, '%T'))
notice(String(false, '%#t'))
notice(String(true, '%y'))
notice(String(false, '%#Y'))
notice(String(true, '%#b'))
notice(String(true, '%.1f'))
notice("[${String(false, '%6s')}]")
