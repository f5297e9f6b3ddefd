notice(_a::b)
