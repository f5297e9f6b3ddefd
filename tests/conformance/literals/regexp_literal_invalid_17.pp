notice(/x{99999999}/)
