type Small = Integer[0, 9]
case 5 {
  Small: { notice('small') }
  default: { notice('big') }
}
