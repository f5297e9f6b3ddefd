$application = 1
notice($application)
