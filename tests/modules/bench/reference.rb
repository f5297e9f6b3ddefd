# reference.rb: the reference's side of tests/modules/bench.mjs. Puppet is loaded once; each
# manifest is compiled in-process by the compiler `puppet apply` uses, with the corpus's module
# path, the node playground.example.com, a preset fact set and strict variables off (as the
# corpus's cases), each compile in a fresh environment (so the modules' files are read and parsed
# again, as each run of the native engine does). A warm-up compile, then REPEAT timed ones (CPU
# ms). Prints one JSON line per manifest: {"name", "resources", "ms": [...]}.
#
# usage: ruby tests/modules/bench/reference.rb REPEAT MODULEPATH FACTS.json FILE.pp...
require 'puppet'
require 'json'

repeat = Integer(ARGV.shift)
modulepath = File.expand_path(ARGV.shift)
facts_file = ARGV.shift
Puppet.initialize_settings(['--color=false'])
Puppet[:strict_variables] = false
NODE = 'playground.example.com'
FACTS = Puppet::Node::Facts.new(NODE, JSON.parse(File.read(facts_file)))
FACTS.add_local_facts

def cpu_ms
  Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID, :float_millisecond)
end

$compiles = 0
def compile(code, modulepath)
  $compiles += 1
  env = Puppet::Node::Environment.create(:"bench#{$compiles}", [modulepath])
  Puppet[:code] = code
  Puppet.override(current_environment: env, loaders: nil) do
    node = Puppet::Node.new(NODE, facts: FACTS, environment: env)
    node.merge(FACTS.values)   # the facts as top-scope variables too ($::osfamily), as puppet apply
    Puppet::Parser::Compiler.compile(node)
  end
end

ARGV.each do |file|
  code = File.read(file)
  catalog = compile(code, modulepath)
  ms = (1..repeat).map do
    start = cpu_ms
    compile(code, modulepath)
    cpu_ms - start
  end
  puts JSON.generate({ 'name' => file, 'resources' => catalog.resources.size, 'ms' => ms })
  $stdout.flush
end
