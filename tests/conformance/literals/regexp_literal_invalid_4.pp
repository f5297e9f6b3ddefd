notice(/+a/)
