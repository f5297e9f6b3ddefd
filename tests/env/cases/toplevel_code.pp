include demo::toplevel
