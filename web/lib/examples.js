// examples.js: the gallery, walking the language section by section (types, expressions,
// formatting, functions, catalog). `#example/<id>` opens one.
export const EXAMPLES = [
  {
    id: 'welcome', section: 'Start', title: 'Welcome',
    code: `# Puppet runs right here, in your browser (WebAssembly, no server).
# Edit the code: it is evaluated as you type. The last value is the result.
$greeting = 'Hello'
$names = ['Ada', 'Grace', 'Barbara']

$names.each |$index, $name| {
  notice("\${greeting}, \${name}! (#\${$index + 1})")
}

$summary = { 'names' => $names, 'count' => $names.size }
$summary
`,
  },
  {
    id: 'types-inference', section: 'Types', title: 'Inferred types',
    code: `# The Types panel shows the inferred type of the result in three forms,
# as a tree, and its supertypes up to Any.
[1, 2.5, 'three', /four/, undef, { 'five' => [5] }]
`,
  },
  {
    id: 'types-match', section: 'Types', title: 'Matching values against types',
    code: `$values = [42, -1, 'text', [1, 2], { 'a' => 1 }, undef]
$values.each |$v| {
  $what = $v ? {
    Integer[0]          => 'a natural number',
    Integer             => 'a negative integer',
    String              => 'a string',
    Array[Integer]      => 'an array of integers',
    Hash[String, Data]  => 'a hash of data',
    default             => 'something else',
  }
  notice("\${String($v, '%p')} is \${what}")
}
`,
  },
  {
    id: 'types-alias', section: 'Types', title: 'Type aliases and assert_type',
    code: `type Port = Integer[1, 65535]
type Endpoint = Struct[{ host => String[1], port => Port }]

$ok = { 'host' => 'example.com', 'port' => 443 }
notice($ok =~ Endpoint)
# Change the port to 70000 to see the mismatch explanation:
assert_type(Endpoint, { 'host' => 'example.com', 'port' => 443 })
`,
  },
  {
    id: 'expressions', section: 'Expressions', title: 'Operators and conditionals',
    code: `$a = 10 / 3
$b = 10.0 / 4
$c = [1, 2] + [3]
$d = { 'x' => 1 } + { 'y' => 2 }
$e = 'abc' =~ /b(c)/
notice("$a $b \${c} \${d} $e \${1}")

unless $a > 5 {
  notice('small')
} else {
  notice('large')
}
case $facts['os']['family'] {
  'Debian', 'Ubuntu': { notice('apt') }
  /^(RedHat|CentOS)$/: { notice('yum') }
  default: { notice('unknown') }
}
`,
  },
  {
    id: 'heredoc', section: 'Expressions', title: 'Heredocs and interpolation',
    code: `$user = 'deploy'
$text = @("END"/L)
  Hello \${user},
    your home is /home/$user \\
  and your shell is \${['/bin/bash', '/bin/zsh'][0]}.
  | END
notice($text)
`,
  },
  {
    id: 'formatting', section: 'Formatting', title: 'String formats',
    code: `notice(String(255, '%#x'))
notice(String(3.14159, '%.2f'))
notice(String([1, 'two', [3]], '%s'))
notice(sprintf('%-8s|%5d|', 'left', 42))
notice(String({ 'a' => [1, 2], 'b' => { 'c' => true } }, '%#p'))
`,
  },
  {
    id: 'functions', section: 'Functions', title: 'Functions and lambdas',
    code: `function fib(Integer[0] $n) >> Integer {
  $n < 2 ? { true => $n, default => fib($n - 1) + fib($n - 2) }
}

$squares = Integer[1, 6].map |$i| { $i * $i }
$even = $squares.filter |$x| { $x % 2 == 0 }
$sum = $squares.reduce |$acc, $x| { $acc + $x }
notice("squares: \${squares}, even: \${even}, sum: \${sum}")
notice(fib(20))
$squares.group_by |$x| { $x % 3 }
`,
  },
  {
    id: 'catalog', section: 'Catalog', title: 'Resources and classes',
    code: `class web(String $docroot = '/var/www') {
  package { 'nginx': ensure => installed }
  file { $docroot: ensure => directory }
  service { 'nginx':
    ensure  => running,
    require => Package['nginx'],
  }
  notify { "serving \${docroot}": }
}

include web
notice(defined(Class['web']))
`,
  },
];

/** The example of an id, or undefined. */
export function exampleById(id) {
  return EXAMPLES.find((e) => e.id === id);
}
