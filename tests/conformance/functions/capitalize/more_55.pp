notice(capitalize("hello world"))
