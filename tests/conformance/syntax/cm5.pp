/* /* nested */ */ notice(1)
