D % I = I (seconds)
I % D = F (seconds and fractions of second)
