notice(_)
