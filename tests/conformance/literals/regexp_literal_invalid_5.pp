notice(/a{2,1}/)
