T + T
