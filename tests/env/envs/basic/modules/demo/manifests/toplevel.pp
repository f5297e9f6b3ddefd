notice('top')
class demo::toplevel { notice('toplevel') }
