notice('a file')
class fromdir { notice('fromdir') }
'a value at the end of a file'
