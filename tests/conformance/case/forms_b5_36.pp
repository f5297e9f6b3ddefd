notice('a' =~ [/a/])
